import { cookies } from 'next/headers';

interface Row {
  id: string;
  rid: string;
  firstName: string;
  lastName: string;
  email: string;
  type: string;
  status: string;
  createdAt: string;
}

/**
 * What a signed-in list does with nothing around it: read a cookie, fetch 20 rows over HTTP with it
 * (the same gateway call as the back-office's /clients), render them as a table.
 */
export default async function Page() {
  const token = (await cookies()).get('token')?.value ?? '';
  const response = await fetch(process.env.MINIMAL_ROWS_URL!, {
    headers: { authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`rows answered ${response.status}`);
  const { items } = (await response.json()) as { items: Row[] };
  return (
    <main>
      <h1>Utilisateurs</h1>
      <table>
        <thead>
          <tr>
            <th>Référence</th>
            <th>Nom</th>
            <th>E-mail</th>
            <th>Type</th>
            <th>Statut</th>
            <th>Inscription</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.id}>
              <td>{row.rid}</td>
              <td>
                {row.firstName} {row.lastName}
              </td>
              <td>{row.email}</td>
              <td>{row.type}</td>
              <td>{row.status}</td>
              <td>{row.createdAt}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
