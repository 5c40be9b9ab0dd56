import { makeAutoObservable } from 'mobx';

/** The side panels of the shell; one at a time. */
export type Pullout = 'menuPullout' | 'mobileCategories' | 'mobileFilters';
export type Modal = 'siteSettings' | 'countryPopover';

/** Shell UI state shared by distant components: open pull-out, open modal, preview mode. */
export class UiStore {
  pullout: Pullout | null = null;
  modal: Modal | null = null;
  /** The last error a page failed to render with (a failed download of its code gets a reload offer). */
  renderError: unknown = null;

  constructor(readonly preview: boolean) {
    makeAutoObservable(this, { preview: false });
  }

  openPullout(pullout: Pullout): void {
    this.pullout = pullout;
  }

  closePullout(): void {
    this.pullout = null;
  }

  openModal(modal: Modal): void {
    this.modal = modal;
  }

  closeModal(): void {
    this.modal = null;
  }

  setRenderError(error: unknown): void {
    this.renderError = error;
  }
}
