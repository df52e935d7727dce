/** What a form's field holds, trimmed ('' when the form has no such field). */
export const fieldText = (form: HTMLFormElement | FormData, name: string): string =>
  String((form instanceof FormData ? form : new FormData(form)).get(name) ?? '').trim();
