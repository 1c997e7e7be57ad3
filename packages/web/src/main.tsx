import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { fetchEarly } from './api/client';
import './styles.css';

if (window.location.pathname === '/') {
  fetchEarly('/api/me');
  fetchEarly('/api/skills');
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
