// The floor of the first-load budget: React + react-router (declarative) + MobX + i18next doing almost nothing.
import i18next from 'i18next';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';

class Counter {
  count = 0;
  constructor() {
    makeAutoObservable(this);
  }
  increment() {
    this.count += 1;
  }
}

const counter = new Counter();
void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { hello: 'Hello' } } } });

const Home = observer(function Home() {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={() => counter.increment()}>
      {t('hello')} {counter.count}
    </button>
  );
});

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<Home />} />
    </Routes>
  </BrowserRouter>,
);
