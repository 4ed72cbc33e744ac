const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The São Paulo calendar day of an instant, as YYYY-MM-DD (the study_time.day key). */
export function saoPauloDay(date: Date): string {
  return dayFormat.format(date);
}
