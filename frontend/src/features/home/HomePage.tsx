// Route component for '/': wires today's daily status into the home screen.
import { Home } from './Home';
import { useHomeDailyStatus } from './useHomeDailyStatus';

export function HomePage() {
  const dailyStatus = useHomeDailyStatus();
  return <Home dailyStatus={dailyStatus} />;
}
