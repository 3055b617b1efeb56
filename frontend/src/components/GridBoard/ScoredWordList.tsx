// The scored words under a grid, grouped into rows (horizontal) and columns (vertical), with their points.
import type { ScoredWord } from '@gridable/common';
import styles from './GridBoard.module.css';

export function ScoredWordList({ words }: { words: ScoredWord[] }) {
  const groups: [title: string, words: ScoredWord[]][] = [
    ['Horizontal', words.filter((word) => word.direction === 'row')],
    ['Vertical', words.filter((word) => word.direction === 'column')],
  ];
  return (
    <div className={styles.wordLists}>
      {groups.map(([title, list]) => (
        <section key={title} className={styles.wordList} aria-label={`${title} words`}>
          <h3 className={styles.wordListTitle}>{title}</h3>
          {list.length === 0 ? (
            <p className={styles.noWords}>No words</p>
          ) : (
            <ul>
              {list.map((word) => (
                <li key={`${word.direction}-${word.line}`}>
                  <span className={styles.word}>{word.word}</span>{' '}
                  <span className={styles.points}>+{word.points}</span>
                  <span className="visually-hidden">
                    {' '}
                    in {word.direction} {word.line + 1}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
