// /league/:leagueId: a league as this player may see it. Members get today's table, the week and all time, with
// the invite link; anyone else sees the name and who is in it, and may join.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { LeagueMemberView } from '@gridable/common';
import { Button } from '../../components/Button';
import { MessageScreen } from '../../components/MessageScreen';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { canShareNatively, copyText, SHARE_MESSAGES, shareNatively, ShareError } from '../../lib/share';
import { useCopiedFlag } from '../../lib/share/useCopiedFlag';
import { JoinLeague } from './JoinLeague';
import { LeagueMembers } from './LeagueMembers';
import { StandingsTable } from './StandingsTable';
import { TodayTable } from './TodayTable';
import { useLeague } from './useLeague';
import styles from './Leagues.module.css';

export function LeaguePage() {
  const { leagueId = '' } = useParams();
  const { state, reload } = useLeague(leagueId);
  const navigate = useNavigate();

  if (state.kind === 'loading') return <PageLoading />;
  if (state.kind !== 'ready') {
    // The same frame as the other not-found pages, with their way back: a dead invite link is a dead end otherwise.
    return (
      <MessageScreen
        title={state.kind === 'missing' ? 'League not found' : 'League unavailable'}
        action={<Button onClick={() => void navigate('/')}>Return Home</Button>}
      >
        <title>League · Gridable</title>
        <p role="alert">{state.message}</p>
      </MessageScreen>
    );
  }
  const { league } = state;
  return (
    <Page width="md">
      <title>{`${league.name} · Gridable league`}</title>
      {league.isMember ? (
        <MemberLeague league={league} reload={reload} />
      ) : (
        <JoinLeague league={league} onJoined={reload} />
      )}
    </Page>
  );
}

function MemberLeague({ league, reload }: { league: LeagueMemberView; reload: () => Promise<void> }) {
  const [copied, markCopied] = useCopiedFlag();
  const [copyError, setCopyError] = useState<string | null>(null);
  const link = `${window.location.origin}/league/${league.leagueId}`;

  // A phone's share sheet reaches the chat the friends are in; copying then pasting is the desktop's way.
  const invite = { title: league.name, text: `Join my Gridable league, ${league.name}:`, url: link };
  const canShare = canShareNatively(invite);

  async function shareLink() {
    try {
      await shareNatively(invite);
      setCopyError(null);
    } catch (error) {
      setCopyError(error instanceof ShareError ? error.message : SHARE_MESSAGES.shareFailed);
    }
  }

  async function copyLink() {
    try {
      await copyText(link);
      setCopyError(null);
      markCopied();
    } catch (error) {
      // The spec's copy failure, said by the link (these pages have no toaster): a silent button looks as if it
      // worked, and the link above can still be selected by hand.
      setCopyError(error instanceof ShareError ? error.message : SHARE_MESSAGES.copyFailed);
    }
  }
  // A new league's first task is its link; once friends are in, the day's table is what a member comes for, so
  // on a phone it shows without scrolling past the invite.
  const alone = league.memberCount === 1;
  const inviting = (
    <>
      <div className={styles.invite}>
        <span className={styles.inviteLink}>{link}</span>
        {canShare ? <Button onClick={() => void shareLink()}>Share invite link</Button> : null}
        <Button variant="secondary" onClick={() => void copyLink()}>
          {copied ? 'Copied!' : 'Copy invite link'}
        </Button>
      </div>
      {alone ? (
        <p className={styles.note}>
          No one else is here yet: send this link to the friends you want to play with.
        </p>
      ) : null}
      {copyError ? (
        <p role="alert" className={styles.problem}>
          {copyError}
        </p>
      ) : null}
    </>
  );
  return (
    <>
      <h1 className={styles.title}>{league.name}</h1>
      <p className={styles.lead}>
        Everyone in a league plays the same daily letters, so it is a fair tournament by construction: the
        only difference is how you place them.
      </p>
      {alone ? inviting : null}
      <TodayTable today={league.today} />
      {alone ? null : (
        <section className={styles.section} aria-labelledby="league-invite">
          <h2 id="league-invite">Invite friends</h2>
          {inviting}
        </section>
      )}
      <StandingsTable
        id="league-week"
        title="This week"
        note={`Monday ${league.week.from} to today, in the league’s time zone (${league.timeZone}).`}
        rows={league.week.rows}
      />
      <StandingsTable
        id="league-all-time"
        title="All time"
        note={`Since the league began on ${league.allTime.from}.`}
        rows={league.allTime.rows}
      />
      <LeagueMembers league={league} onChanged={reload} />
    </>
  );
}
