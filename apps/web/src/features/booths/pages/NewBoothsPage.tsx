import { BoothListPage } from '../components/booth/BoothListPage';

/** Booths that launched most recently, newest first. */
export function NewBoothsPage() {
  return <BoothListPage sort="new" />;
}
