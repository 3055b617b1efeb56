// The scored words under a grid, grouped into rows (horizontal) and columns (vertical), with their points.
import type { ScoredWord } from '@gridable/common';
import styles from './GridBoard.module.css';

export interface ScoredWordListProps {
  words: ScoredWord[];
  /** The list titles' heading level: one below the heading the grid sits under, so the outline has no gaps. */
  headingLevel?: 2 | 3;
  /** Whose words, e.g. 'Your': names the regions apart when two grids share a page ('Your horizontal words'). */
  owner?: string;
}

export function ScoredWordList({ words, headingLevel = 2, owner }: ScoredWordListProps) {
  const groups: [title: string, words: ScoredWord[]][] = [
    ['Horizontal', words.filter((word) => word.direction === 'row')],
    ['Vertical', words.filter((word) => word.direction === 'column')],
  ];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.wordLists}>
      {groups.map(([title, list]) => (
        <section
          key={title}
          className={styles.wordList}
          aria-label={owner ? `${owner} ${title.toLowerCase()} words` : `${title} words`}
        >
          <Heading className={styles.wordListTitle}>{title}</Heading>
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
