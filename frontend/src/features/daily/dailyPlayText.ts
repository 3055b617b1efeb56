// The daily's lines on the shared game screen: the status line and the letter's caption in each kind of round.
import { isFinalRound } from '@gridable/common/rules';
import { blindLetterAnnouncement } from '@gridable/common/messages';

export const DAILY_PLAY_TEXT = Object.freeze({
  announcing: (ordinal: string) => `${blindLetterAnnouncement(ordinal)} Tap or press a key to see it.`,
  choose: (round: number) =>
    isFinalRound(round)
      ? 'Final round: choose the last letter. It fills your one empty square and ends the game.'
      : 'Your pick: choose any letter.',
  blindCaption: (ordinal: string) => `${ordinal[0]?.toUpperCase() ?? ''}${ordinal.slice(1)} blind letter`,
  ownCaption: 'Your letter',
});
