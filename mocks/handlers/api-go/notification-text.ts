/**
 * A stored notification's title and content in the request's language: the text of its key
 * (mocks/seed/i18n/notifications.ts) with its values filled in, config-list ids labelled in the
 * language as the config lists label them.
 */
import type { LanguageCode } from '../../seed/config/types';
import { formatMessage, type MessageValues } from '../../seed/i18n/message-format';
import { COUNTRY_NAMES_IN_TEXT, notificationTextsFor } from '../../seed/i18n/notifications';
import type { NotificationParam, NotificationRecord } from '../../state/notifications';
import { labelsFor, type Labels } from '../config-labels';

function countryName(countryKey: string, labels: Labels, language: LanguageCode): string {
  return COUNTRY_NAMES_IN_TEXT[language]?.[countryKey]
    ?? labels.reply.country_lists.find((country) => country.country_key === countryKey)?.value
    ?? countryKey;
}

function valueOf(param: NotificationParam, labels: Labels, language: LanguageCode): string | number {
  switch (param.kind) {
    case 'name':
    case 'number':
      return param.value;
    case 'function_title':
      return labels.functionTitles.find((title) => title.id === param.id)?.value ?? String(param.id);
    case 'job_category':
      return labels.option('job_category_lists', param.id).value;
    case 'location':
      return labels.option('locations', param.id).value;
    case 'country':
      return countryName(param.country_key, labels, language);
  }
}

export function notificationText(record: NotificationRecord, language: LanguageCode): { title: string; content: string } {
  const text = notificationTextsFor(language)[record.text_key];
  const labels = labelsFor(record.lists_country, language);
  const values: MessageValues = Object.fromEntries(
    Object.entries(record.params).map(([name, param]) => [name, valueOf(param, labels, language)]),
  );
  return { title: formatMessage(text.title, language, values), content: formatMessage(text.content, language, values) };
}
