// Every Web Storage key the app uses, in one place so none collide.
export const LOCAL_KEYS = {
  playerIdentity: 'gridable.playerIdentity',
  seatAssignments: 'gridable.seatAssignments',
  dailyCompletions: 'gridable.dailyCompletions',
  statsShownFor: 'gridable.statsShownFor',
  computerGame: 'gridable.computerGame',
  computerRecord: 'gridable.computerRecord',
  turnsWaiting: 'gridable.turnsWaiting',
  playerName: 'gridable.playerName',
} as const;

export const SESSION_KEYS = {
  clientId: 'gridable.clientId',
  previousClientId: 'gridable.previousClientId',
  playerGameId: 'gridable.playerGameId',
  playerIdentity: 'gridable.playerIdentity',
  playerUUID: 'gridable.playerUUID',
  lastEventId: 'gridable.lastEventId',
  inputModality: 'gridable.inputModality',
} as const;
