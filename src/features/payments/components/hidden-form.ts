/**
 * Go to an external page by posting the parameters in a form the shopper never sees (the order's external redirect:
 * the receiving page gets them in the body, not in an address that browsers and proxies keep).
 */
export function postHiddenForm(action: string, parameters: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(parameters)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
