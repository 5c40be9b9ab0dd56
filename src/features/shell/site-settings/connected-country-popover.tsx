import { observer } from 'mobx-react-lite';
import { useStores, type ShellContent } from '../../../kernel/stores/index.ts';
import { countryChoices, otherSiteUrl } from './country-choices.ts';
import { CountryPopover } from './country-popover.tsx';
import { suggestedCountry } from './country-suggestion.ts';
import { assignLocation } from './assign-location.ts';

/**
 * The country popover wired to the stores: shown while `ui.modal === 'countryPopover'` for the country given to
 * `suggestCountry`. Both buttons store the choice; Continue is a full page load to the suggested site, in the
 * current language when it has it, keeping a category path.
 */
export const ConnectedCountryPopover = observer(function ConnectedCountryPopover({
  shell,
  assign = assignLocation,
}: {
  shell: ShellContent | null;
  assign?: (url: string) => void;
}) {
  const { ui, site, memory } = useStores();
  const code = suggestedCountry(ui);
  if (ui.modal !== 'countryPopover' || !code || !shell) return null;
  const choices = countryChoices(shell.countryNavigation, site.sites, site.language);
  const suggested = choices.find((choice) => choice.code === code);
  const current = choices.find((choice) => choice.siteId === site.site?.siteId);
  if (!suggested || suggested.siteId === current?.siteId) return null;
  const choose = (countryCode: string) => {
    memory.rememberCountry(countryCode);
    ui.closeModal();
  };
  const onContinue = () => {
    const language =
      suggested.languages.find((entry) => entry.code === site.language) ?? suggested.languages[0];
    choose(suggested.code);
    if (language) assign(otherSiteUrl(language.url, site.location?.rest ?? '/', shell.navTree));
  };
  return (
    <CountryPopover
      current={current}
      suggested={suggested}
      onStay={() => choose(current?.code ?? site.site?.country ?? '')}
      onContinue={onContinue}
      onDismiss={() => ui.closeModal()}
    />
  );
});
