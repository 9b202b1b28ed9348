/*
 * Jobchat's messaging worker (spec section 7: "a shared worker /shared_worker.js is started"): one chat
 * socket for every open tab of the site. Plain JavaScript served as is; the page side is
 * web/src/features/chat/shared-chat-socket.ts, and the frames are contracts/chat-events.asyncapi.yaml.
 *
 * Page → worker: {type:'hello'} on connect; {type:'ticket', url} or {type:'ticket-failed'} when asked;
 * {type:'active_page', value} on visibility changes; {type:'bye'} when the page goes; {type:'logout'}.
 * Worker → page: {type:'need-ticket'} (to one page: only pages can call the API); {type:'status', status};
 * {type:'event', data, notify} with every socket frame, `notify` true for exactly one page (the visible
 * one, else the one seen last), so a new message makes one browser notification, not one per tab.
 */
/* global self, WebSocket, BroadcastChannel, setTimeout, clearTimeout, setInterval, clearInterval */
'use strict';

const PING_INTERVAL_MS = 25000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30000;
const CHAT_CHANNEL = 'jobchat-chat';

/** Open pages, most recently active last: { port, active }. */
let pages = [];
let socket = null;
let status = 'closed';
let retryMs = FIRST_RETRY_MS;
let retryTimer = null;
let pingTimer = null;
/** The page asked for a ticket, until it answers (or leaves: then another page is asked). */
let ticketPort = null;

function setStatus(next) {
  status = next;
  for (const page of pages) page.port.postMessage({ type: 'status', status });
}

/** The page that answers for all: the visible one, else the one seen last. */
function leadPage() {
  const visible = pages.filter((page) => page.active);
  return visible[visible.length - 1] || pages[pages.length - 1] || null;
}

function askForTicket() {
  const lead = leadPage();
  if (!lead || ticketPort) return;
  ticketPort = lead.port;
  lead.port.postMessage({ type: 'need-ticket' });
}

function scheduleReconnect() {
  clearTimeout(retryTimer);
  retryTimer = null;
  if (pages.length === 0) return;
  setStatus('reconnecting');
  retryTimer = setTimeout(() => {
    retryTimer = null;
    askForTicket();
  }, retryMs);
  retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
}

function open(url) {
  closeSocket();
  const current = new WebSocket(url);
  socket = current;
  current.addEventListener('message', (message) => {
    if (typeof message.data !== 'string') return;
    if (message.data.includes('"type":"ready"')) {
      retryMs = FIRST_RETRY_MS;
      setStatus('open');
    }
    const lead = leadPage();
    for (const page of pages) page.port.postMessage({ type: 'event', data: message.data, notify: page === lead });
  });
  current.addEventListener('close', () => {
    clearInterval(pingTimer);
    if (socket === current) {
      socket = null;
      scheduleReconnect();
    }
  });
  pingTimer = setInterval(() => {
    if (current.readyState === WebSocket.OPEN) current.send(JSON.stringify({ type: 'ping' }));
  }, PING_INTERVAL_MS);
}

function closeSocket() {
  clearInterval(pingTimer);
  const current = socket;
  socket = null;
  if (current) current.close(1000, 'Closed by the messaging worker');
}

/** The session ended (any tab): no socket until a page says hello again. */
function stop() {
  clearTimeout(retryTimer);
  retryTimer = null;
  closeSocket();
  ticketPort = null;
  retryMs = FIRST_RETRY_MS;
  setStatus('closed');
}

function forget(port) {
  pages = pages.filter((page) => page.port !== port);
  if (pages.length === 0) {
    stop();
    return;
  }
  // The page asked for a ticket left before answering (whether or not it still led): ask another one.
  if (ticketPort === port) {
    ticketPort = null;
    askForTicket();
  }
}

function onPageMessage(port, message) {
  const data = message.data || {};
  const page = pages.find((entry) => entry.port === port);
  switch (data.type) {
    case 'hello':
      if (!page) pages.push({ port, active: data.active === true });
      port.postMessage({ type: 'status', status });
      if (!socket && !retryTimer) askForTicket();
      break;
    case 'ticket':
      ticketPort = null;
      setStatus('connecting');
      open(data.url);
      break;
    case 'ticket-failed':
      ticketPort = null;
      scheduleReconnect();
      break;
    case 'active_page':
      if (page) {
        page.active = data.value === true;
        // The page seen last moves to the end: it gets the notifications when no page is visible.
        pages = pages.filter((entry) => entry !== page).concat(page);
      }
      break;
    case 'bye':
      forget(port);
      break;
    case 'logout':
      stop();
      break;
    default:
      break;
  }
}

self.onconnect = (event) => {
  const port = event.ports[0];
  port.onmessage = (message) => onPageMessage(port, message);
  port.start();
};

if (typeof BroadcastChannel !== 'undefined') {
  const channel = new BroadcastChannel(CHAT_CHANNEL);
  channel.onmessage = (message) => {
    if (message.data && message.data.type === 'logout') stop();
  };
}
