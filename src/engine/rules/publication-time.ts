/** Milliseconds by which `timeZone` is ahead of UTC at the instant `utcMs`. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The instant a publication dated `date` (YYYY-MM-DD) begins: midnight in the paper's time zone. */
function publicationStart(date: string, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const naive = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Two passes settle the offset across a daylight-saving change.
  const first = naive - zoneOffsetMs(naive, timeZone);
  return naive - zoneOffsetMs(first, timeZone);
}

/** Hours from submission to the start of the run date; null when either is missing or malformed. */
export function hoursBeforePublication(submittedAt: string, runDate: string | null, timeZone: string): number | null {
  if (!runDate) return null;
  const start = publicationStart(runDate, timeZone);
  const submitted = Date.parse(submittedAt);
  if (start === null || Number.isNaN(submitted)) return null;
  return (start - submitted) / 3_600_000;
}
