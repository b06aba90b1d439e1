import { BoothListPage } from '../components/BoothListPage';

/** Booths that launched most recently, newest first. */
export function NewBoothsPage() {
  return <BoothListPage sort="new" />;
}
