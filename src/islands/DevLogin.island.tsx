// Development login form: asks the local development provider for a signed token and keeps the
// session. client:load — the form is the whole page.
import { useEffect, useState, type FormEvent } from 'react';
import { signIn } from '#/stores/session.ts';

export interface DevLoginLabels {
  userId: string;
  displayName: string;
  submit: string;
  failed: string;
  gender: string;
  genders: Record<'unset' | 'male' | 'female' | 'other', string>;
  age: string;
}

export function DevLogin({ labels, returnTo }: { labels: DevLoginLabels; returnTo: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The form works only through this island: enabled once hydrated, never submitted natively.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const userId = String(form.get('userId') ?? '');
    const displayName = String(form.get('displayName') ?? '');
    // Optional demographics, as the platform would supply them (they drive the For You listing).
    const gender = String(form.get('gender') ?? '');
    const age = String(form.get('age') ?? '');
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/webapi/dev/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId, displayName, ...(gender ? { gender } : {}), ...(age ? { age: Number(age) } : {}) }),
      });
      const body = (await res.json()) as { accessToken?: string; message?: string };
      if (!res.ok || !body.accessToken) throw new Error(body.message ?? labels.failed);
      signIn({ token: { kind: 'liff', token: body.accessToken }, userId, displayName, pictureUrl: null });
      window.location.assign(returnTo);
    } catch (e) {
      setError(e instanceof Error ? e.message : labels.failed);
      setBusy(false);
    }
  }

  return (
    <form className="dev-login" onSubmit={submit}>
      <label>
        {labels.userId}
        <input name="userId" required pattern="[A-Za-z0-9_.\-]{1,64}" autoComplete="username" />
      </label>
      <label>
        {labels.displayName}
        <input name="displayName" required maxLength={40} autoComplete="nickname" />
      </label>
      <label>
        {labels.gender}
        <select name="gender" defaultValue="">
          <option value="">{labels.genders.unset}</option>
          <option value="female">{labels.genders.female}</option>
          <option value="male">{labels.genders.male}</option>
          <option value="other">{labels.genders.other}</option>
        </select>
      </label>
      <label>
        {labels.age}
        <input name="age" type="number" min={0} max={150} inputMode="numeric" />
      </label>
      {error && <p role="alert">{error}</p>}
      <button className="button" type="submit" disabled={!ready || busy}>
        {labels.submit}
      </button>
    </form>
  );
}
