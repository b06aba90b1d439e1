import { BoothListPage } from '../components/booth/BoothListPage';

/** The booths the community liked most. */
export function BestBoothsPage() {
  return <BoothListPage sort="best" />;
}
