/**
 * Which props a linaria `styled` DOM element passes on to the DOM. Stands in (through a Vite alias) for
 * @emotion/is-prop-valid, whose 4 kB list of every HTML and SVG attribute was the largest library in the first load
 * after React, MobX, react-router and i18next. React's own rule is used instead: event handlers, aria-* and data-*,
 * any all-lowercase attribute, and the camelCase HTML props React DOM knows. SVG's camelCase attributes are left
 * out: no styled component wraps an SVG element (icons are plain JSX), and each name costs every first load.
 */
const CAMEL_CASE_DOM_PROPS = new Set([
  'className',
  'htmlFor',
  'tabIndex',
  'style',
  'children',
  'dangerouslySetInnerHTML',
  'suppressHydrationWarning',
  'suppressContentEditableWarning',
  'defaultValue',
  'defaultChecked',
  'autoComplete',
  'autoFocus',
  'autoPlay',
  'autoCapitalize',
  'playsInline',
  'srcSet',
  'fetchPriority',
  'crossOrigin',
  'referrerPolicy',
  'readOnly',
  'maxLength',
  'minLength',
  'noValidate',
  'formAction',
  'formNoValidate',
  'encType',
  'inputMode',
  'enterKeyHint',
  'spellCheck',
  'contentEditable',
  'accessKey',
  'colSpan',
  'rowSpan',
  'dateTime',
  'hrefLang',
  'httpEquiv',
  'charSet',
  'acceptCharset',
  'useMap',
  'srcDoc',
  'allowFullScreen',
  'controlsList',
  'disablePictureInPicture',
  'disableRemotePlayback',
  'imageSizes',
  'imageSrcSet',
  'itemProp',
  'itemScope',
  'itemType',
  'itemID',
  'itemRef',
]);

export default function isPropValid(name: string): boolean {
  return (
    CAMEL_CASE_DOM_PROPS.has(name) || /^(on[A-Z]|aria-|data-)/.test(name) || /^[a-z][a-z0-9-]*$/.test(name)
  );
}
