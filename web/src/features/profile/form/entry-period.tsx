/** A period as "Jun 2021 – Present" or "Jul 2016 – Jan 2018" (months in the page language). */
import { useDateFormat } from './dates';

export function EntryPeriod({ start, end, ongoing, ongoingLabel }: { start: string; end: string | null; ongoing: boolean; ongoingLabel: string }) {
  const format = useDateFormat();
  const until = ongoing || !end ? ongoingLabel : format.month(end);
  return (
    <span>
      {format.month(start)} – {until}
    </span>
  );
}
