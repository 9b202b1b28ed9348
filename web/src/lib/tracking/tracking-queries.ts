/**
 * The logs service calls the tracking transport sends through (E01-E04) and the beacon URLs: in
 * web/src only `*-queries.ts` modules take values from generated code.
 */
export {
  getReportBeaconEventsUrl, getReportRecoClicksUrl, getReportRecoExposuresUrl, reportEvents, reportRecoClicks, reportRecoExposures,
} from '@sdk/generated/logs/hooks';
