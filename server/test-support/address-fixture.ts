/** A UK delivery address every address rule accepts, as a customer types it into the address book. */
export const UK_HOME_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Bloomsbury Square',
  city: 'London',
  postcode: 'WC1A 2LP',
  countryCode: 'GB',
  phoneNumber: '+44 7700 900123',
};
