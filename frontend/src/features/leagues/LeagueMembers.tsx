// Managing a league: the creator renames it, closes it to new members and removes members; anyone leaves. Each change is confirmed first.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LeagueMemberView } from '@gridable/common';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { getOrCreatePlayerIdentity } from '../../lib/storage';
import { LeagueClosedSwitch } from './LeagueClosedSwitch';
import { leftLeagueState } from './leftLeague';
import { removeMember, renameLeague } from './leagueApi';
import { NameField } from '../../components/NameField/NameField';
import { leagueNameProblem } from './nameInput';
import styles from './Leagues.module.css';

interface Removal {
  memberId: string;
  nickname: string;
  leaving: boolean;
}

export function LeagueMembers({
  league,
  onChanged,
}: {
  league: LeagueMemberView;
  onChanged: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [newName, setNewName] = useState(league.name);
  const [error, setError] = useState<string | null>(null);
  const members = [...league.today.rows].sort((a, b) => a.nickname.localeCompare(b.nickname));
  const nameIssue = leagueNameProblem(newName);

  async function confirmRemoval() {
    if (!removal) return;
    try {
      await removeMember(league.leagueId, removal.memberId, getOrCreatePlayerIdentity().playerUUID);
      setRemoval(null);
      // Home says what happened: the page the player acted on is gone, and a silent Home reads as a crash.
      if (removal.leaving) void navigate('/', { state: leftLeagueState(league.name) });
      else await onChanged();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setRemoval(null);
    }
  }

  async function submitRename(event: FormEvent) {
    event.preventDefault();
    if (nameIssue) return;
    try {
      await renameLeague(league.leagueId, newName.trim(), getOrCreatePlayerIdentity().playerUUID);
      setRenaming(false);
      await onChanged();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  return (
    <section className={styles.section} aria-labelledby="league-members">
      <h2 id="league-members">
        Members ({league.memberCount} of {league.maxMembers})
      </h2>
      <ul className={styles.members}>
        {members.map((member) => (
          <li key={member.memberId}>
            <span>
              <bdi>{member.nickname}</bdi>
              {member.isCreator ? <span className={styles.you}> · creator</span> : null}
            </span>
            {member.isViewer ? (
              <Button
                variant="ghost"
                onClick={() =>
                  setRemoval({ memberId: member.memberId, nickname: member.nickname, leaving: true })
                }
              >
                Leave league
              </Button>
            ) : league.isCreator ? (
              <Button
                variant="ghost"
                aria-label={`Remove ${member.nickname}`}
                onClick={() =>
                  setRemoval({ memberId: member.memberId, nickname: member.nickname, leaving: false })
                }
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {league.isCreator ? (
        renaming ? (
          <form className={styles.inline} onSubmit={(event) => void submitRename(event)} noValidate>
            <NameField
              label="New league name"
              value={newName}
              onChange={setNewName}
              problem={nameIssue}
              autoFocus
            />
            <Button type="submit" disabled={nameIssue !== null}>
              Save name
            </Button>
            <Button variant="ghost" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            Rename league
          </Button>
        )
      ) : null}
      {league.isCreator ? <LeagueClosedSwitch league={league} onChanged={onChanged} /> : null}
      {error ? (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      ) : null}
      <Dialog
        open={removal !== null}
        onClose={() => setRemoval(null)}
        size="sm"
        title={removal?.leaving ? 'Leave this league?' : `Remove ${removal?.nickname ?? ''}?`}
        description={
          removal?.leaving
            ? 'You can join again with its link while there is room.'
            : 'They can join again with the league’s link.'
        }
        footer={
          <>
            <Button variant="ghost" onClick={() => setRemoval(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void confirmRemoval()}>
              {removal?.leaving ? 'Leave' : 'Remove'}
            </Button>
          </>
        }
      />
    </section>
  );
}
