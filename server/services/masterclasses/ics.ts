import { messages } from '../../../domain/messages';
import type { MasterclassRow } from '../../db/masterclasses';

/** RFC 5545 text: backslashes, semicolons, commas and newlines escaped. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20261207T183000Z */
const utc = (at: number) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * The .ics event of a masterclass, with a reminder 15 minutes before. The call link is not in it:
 * the server hands it out on the page only from 15 minutes before the start.
 */
export function masterclassIcs(row: MasterclassRow, now: number): string {
  const start = new Date(row.starts_at).getTime();
  const description = [row.description, messages.masterclassIcsSpeaker(row.speaker), messages.masterclassIcsCall].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mnemo//Masterclasses//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:masterclass-${row.id}@mnemo`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(start + row.duration_minutes * 60_000)}`,
    `SUMMARY:${text(row.title)}`,
    `DESCRIPTION:${text(description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT15M',
    `DESCRIPTION:${text(row.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
