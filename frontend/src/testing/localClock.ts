// The app's "today" is the device's own day, read in the machine's time zone (the player's). A test that means
// "noon on the 11th" pins noon on the machine's clock: an instant fixed in UTC is another day east of UTC+12
// or west of UTC−12, and "23:59Z" is mid-afternoon in California.

/** The instant the machine's clock reads `time` ('HH:MM') on `day` ('YYYY-MM-DD'). */
export function localTime(day: string, time = '12:00'): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, date, hour, minute);
}
