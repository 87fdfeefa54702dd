/** minutes:seconds left until `deadline` (minutes may exceed 59), never negative */
export function countdownText(deadline: number, now: number): string {
  const left = Math.max(0, Math.floor((deadline - now) / 1000));
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
