/**
 * The status line with a move's confirmation in front of it. The spec's confirmations are titles, some without
 * an ending ('Letter Placed'), and run straight into the status they would read as one garbled sentence
 * ("Letter Placed Your turn: …"): a title without its own stop gets one.
 */
export function statusWithConfirmation(confirmation: string | null, status: string | null): string | null {
  if (!confirmation) return status;
  if (!status) return confirmation;
  const ended = /[.!?]$/.test(confirmation) ? confirmation : `${confirmation}.`;
  return `${ended} ${status}`;
}
