import { Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useQuery } from '../../api';

/** Home: for now, greets the signed-in member by the name the back end knows. */
export function HomePage() {
  const { data } = useQuery('PersonDetails');
  const person = data?.personDetailsInfo.basicPersonInfo;
  const name =
    person && [person.initials, person.namePrefix, person.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Typography component="h1" variant="h4">
        <FormattedMessage id="app.title" />
      </Typography>
      {name && (
        <Typography>
          <FormattedMessage id="home.welcome" values={{ name }} />
        </Typography>
      )}
    </>
  );
}
