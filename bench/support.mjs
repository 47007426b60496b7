// Shared by the benchmark scripts: an account on a running Ruta with its mail in DATA_DIR/outbox.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Registers, verifies (link read from the outbox) and signs in a new user; answers the auth headers. */
export async function signIn(base, dataDir) {
  const email = `bench-${Date.now()}@example.org`;
  const password = 'Bench1234';
  const json = { 'Content-Type': 'application/json' };
  const reg = await fetch(`${base}/api/user/register/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, email, password, name: 'Bench', last_name: 'Mark' }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  const mail = readFileSync(
    path.join(
      outbox,
      readdirSync(outbox).find((f) => f.includes(email)),
    ),
    'utf8',
  )
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const token = /verificationToken=([\w-]+)/.exec(mail)[1];
  await fetch(`${base}/api/user/email-verification/?verificationToken=${token}`);
  const login = await fetch(`${base}/api/user/login/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, password }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  return { 'User-Id': email, 'User-Token': await login.json() };
}
