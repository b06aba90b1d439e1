export { LoginDialog } from './components/LoginDialog';
