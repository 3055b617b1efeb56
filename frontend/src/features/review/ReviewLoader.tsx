// Runs the review of a loaded game in a worker and shows it when ready.
import { Page } from '../../components/Page';
import { useReview } from './model/useReview';
import type { ReviewSource } from './model/reviewSource';
import { reviewPageTitle } from './reviewPageTitle';
import { ReviewScreen } from './ReviewScreen';

export function ReviewLoader({ source }: { source: ReviewSource }) {
  const state = useReview(source.request);
  const title = <title>{reviewPageTitle(source.title)}</title>;
  if (state.status === 'done')
    return (
      <>
        {title}
        <ReviewScreen source={source} review={state.review} />
      </>
    );
  return (
    <Page width="md">
      {title}
      <h1>Review: {source.title}</h1>
      <p role={state.status === 'failed' ? 'alert' : 'status'}>
        {state.status === 'failed'
          ? `The review stopped: ${state.error}`
          : 'The computer is going through your moves…'}
      </p>
    </Page>
  );
}
