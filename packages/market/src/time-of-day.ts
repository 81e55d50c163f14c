/** Seconds since midnight, market time (Asia/Ho_Chi_Minh). */
export type SecondsOfDay = number;

/**
 * Parses 'HH:MM' or 'HH:MM:SS' (market time) into seconds since midnight; throws on bad input.
 * @example parseTimeOfDay('09:15') === 33_300
 */
export function parseTimeOfDay(text: string): SecondsOfDay {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a time of day: "${text}"`);
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 24 || minutes > 59 || seconds > 59 || (hours === 24 && minutes + seconds > 0))
    throw new RangeError(`not a time of day: "${text}"`);
  return hours * 3600 + minutes * 60 + seconds;
}

/** Formats seconds since midnight as 'HH:MM:SS', e.g. timeOfDayText(33_300) === '09:15:00'. */
export function timeOfDayText(seconds: SecondsOfDay): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Accepts either form of a time of day. */
export function toSecondsOfDay(time: string | SecondsOfDay): SecondsOfDay {
  return typeof time === 'number' ? time : parseTimeOfDay(time);
}
