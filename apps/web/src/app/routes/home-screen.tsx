// The main home screen: the area under the top bar where the board and the other screens live.
import { Outlet } from 'react-router';
import styles from './home-screen.module.css';

export function HomeScreen() {
  return (
    <div className={styles.home} data-testid="home-screen">
      <Outlet />
    </div>
  );
}
