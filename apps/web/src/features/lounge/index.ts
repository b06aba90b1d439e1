// What other features reuse of the lounge: a feed item card and the timeline list (profiles and
// project pages can show a person's or a project's timeline with them).
export { loungeApi } from './api/loungeApi';
export { FeedItemCard } from './components/FeedItemCard';
export { FeedList } from './components/FeedList';
export { RichText } from './components/RichText';
