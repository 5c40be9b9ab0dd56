// Placeholder third-party script for the content fixtures: it only records that it ran, so tests can see it loaded.
(window.storefrontLoadedScripts = window.storefrontLoadedScripts || []).push('noop');
