import { Container, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUser } from '../../auth/user-context';

interface PersonDetails {
  personDetailsInfo: {
    basicPersonInfo: { initials: string; namePrefix?: string; lastName: string };
  };
}

/** Home: for now, greets the signed-in member by the name the back end knows. */
export function HomePage() {
  const user = useUser();
  const [name, setName] = useState<string>();
  useEffect(() => {
    void fetch('/plexus/personDetailsQuery', {
      headers: { Authorization: `Bearer ${user.access_token}` },
    })
      .then((answer) => answer.json() as Promise<PersonDetails>)
      .then(({ personDetailsInfo: { basicPersonInfo: p } }) =>
        setName([p.initials, p.namePrefix, p.lastName].filter(Boolean).join(' ')),
      );
  }, [user]);
  return (
    <Container component="main" id="main">
      <Typography component="h1" variant="h4">
        <FormattedMessage id="app.title" />
      </Typography>
      {name && (
        <Typography>
          <FormattedMessage id="home.welcome" values={{ name }} />
        </Typography>
      )}
    </Container>
  );
}
