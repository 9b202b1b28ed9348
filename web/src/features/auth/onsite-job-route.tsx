/** /onsite-job, the default landing after signing in: the job search filtered to on-site jobs. */
import { Navigate } from 'react-router';
import { useAtomValue } from '../../lib/app-jotai';
import { paths } from '../../lib/paths';
import { languageAtom } from '../../lib/session-atoms';

export function Component() {
  const language = useAtomValue(languageAtom);
  return <Navigate replace to={paths.onsiteJobs(language)} />;
}
