// /review/computer: the last game against the computer, which lives only in this browser.
import { Link } from 'react-router-dom';
import { Page } from '../../components/Page';
import { loadComputerGame } from '../computer';
import { sourceFromComputerGame } from './model/reviewSource';
import { ReviewLoader } from './ReviewLoader';
import { reviewPageTitle } from './reviewPageTitle';

export function ComputerReviewPage() {
  const game = loadComputerGame();
  const source = game ? sourceFromComputerGame(game) : null;
  if (source) return <ReviewLoader source={source} />;
  return (
    <Page width="md">
      <title>{reviewPageTitle()}</title>
      <h1>Review</h1>
      <p role="alert">
        There is no finished game against the computer in this browser to review.{' '}
        <Link to="/play-computer">Play the computer</Link>
      </p>
    </Page>
  );
}
