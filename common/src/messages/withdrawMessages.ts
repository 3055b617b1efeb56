// The withdraw control of a game nobody joined, the same on Home's hub and on the game's waiting screen.
export const WITHDRAW_MESSAGES = Object.freeze({
  withdraw: 'Withdraw game',
  question: 'Withdraw this game? Your friend can no longer join it.',
  confirm: 'Yes, withdraw',
  keep: 'Keep it',
  failed: 'Could not withdraw the game. Please try again.',
});
