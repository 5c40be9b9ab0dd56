export { AddCardForm } from './add-card-form.tsx';
export { SavedCardList } from './saved-card-list.tsx';
export { SavedCardsMessage, SIGN_IN_PATH } from './saved-cards-message.tsx';
export { ActionButton as SavedCardsButton, Panel as SavedCardsPanel } from './saved-cards.styles.ts';
export { savedCardsStore, createSavedCardsStore } from './saved-cards-stores.ts';
export { HttpSavedCardsService } from './api/saved-cards-api.ts';
