export { TodoPanel } from './components/TodoPanel';
