import { BoothListPage } from '../components/BoothListPage';

/** The booths the community liked most. */
export function BestBoothsPage() {
  return <BoothListPage sort="best" />;
}
