// Real freight cities of the US and Canada with their coordinates, a representative postal code and
// their IANA zone (the portal shows stop times in the stop's own zone and covers only these two countries).

export interface FreightCity {
  city: string;
  state: string;
  zip: string;
  country: 'US' | 'CA';
  latitude: number;
  longitude: number;
  ianaTimeZone: string;
}

// One city a line: a table reads better than prettier's one field a line.
// prettier-ignore
export const FREIGHT_CITIES: readonly FreightCity[] = [
  { city: 'Dallas', state: 'TX', zip: '75201', country: 'US', latitude: 32.7767, longitude: -96.797, ianaTimeZone: 'America/Chicago' },
  { city: 'Houston', state: 'TX', zip: '77002', country: 'US', latitude: 29.7604, longitude: -95.3698, ianaTimeZone: 'America/Chicago' },
  { city: 'San Antonio', state: 'TX', zip: '78205', country: 'US', latitude: 29.4241, longitude: -98.4936, ianaTimeZone: 'America/Chicago' },
  { city: 'Austin', state: 'TX', zip: '78701', country: 'US', latitude: 30.2672, longitude: -97.7431, ianaTimeZone: 'America/Chicago' },
  { city: 'El Paso', state: 'TX', zip: '79901', country: 'US', latitude: 31.7619, longitude: -106.485, ianaTimeZone: 'America/Denver' },
  { city: 'Laredo', state: 'TX', zip: '78040', country: 'US', latitude: 27.5306, longitude: -99.4803, ianaTimeZone: 'America/Chicago' },
  { city: 'Chicago', state: 'IL', zip: '60601', country: 'US', latitude: 41.8781, longitude: -87.6298, ianaTimeZone: 'America/Chicago' },
  { city: 'Indianapolis', state: 'IN', zip: '46204', country: 'US', latitude: 39.7684, longitude: -86.1581, ianaTimeZone: 'America/Indiana/Indianapolis' },
  { city: 'Columbus', state: 'OH', zip: '43215', country: 'US', latitude: 39.9612, longitude: -82.9988, ianaTimeZone: 'America/New_York' },
  { city: 'Cleveland', state: 'OH', zip: '44113', country: 'US', latitude: 41.4993, longitude: -81.6944, ianaTimeZone: 'America/New_York' },
  { city: 'Detroit', state: 'MI', zip: '48226', country: 'US', latitude: 42.3314, longitude: -83.0458, ianaTimeZone: 'America/Detroit' },
  { city: 'Grand Rapids', state: 'MI', zip: '49503', country: 'US', latitude: 42.9634, longitude: -85.6681, ianaTimeZone: 'America/Detroit' },
  { city: 'Milwaukee', state: 'WI', zip: '53202', country: 'US', latitude: 43.0389, longitude: -87.9065, ianaTimeZone: 'America/Chicago' },
  { city: 'Minneapolis', state: 'MN', zip: '55401', country: 'US', latitude: 44.9778, longitude: -93.265, ianaTimeZone: 'America/Chicago' },
  { city: 'Kansas City', state: 'MO', zip: '64105', country: 'US', latitude: 39.0997, longitude: -94.5786, ianaTimeZone: 'America/Chicago' },
  { city: 'St. Louis', state: 'MO', zip: '63101', country: 'US', latitude: 38.627, longitude: -90.1994, ianaTimeZone: 'America/Chicago' },
  { city: 'Omaha', state: 'NE', zip: '68102', country: 'US', latitude: 41.2565, longitude: -95.9345, ianaTimeZone: 'America/Chicago' },
  { city: 'Memphis', state: 'TN', zip: '38103', country: 'US', latitude: 35.1495, longitude: -90.049, ianaTimeZone: 'America/Chicago' },
  { city: 'Nashville', state: 'TN', zip: '37203', country: 'US', latitude: 36.1627, longitude: -86.7816, ianaTimeZone: 'America/Chicago' },
  { city: 'Louisville', state: 'KY', zip: '40202', country: 'US', latitude: 38.2527, longitude: -85.7585, ianaTimeZone: 'America/Kentucky/Louisville' },
  { city: 'Atlanta', state: 'GA', zip: '30303', country: 'US', latitude: 33.749, longitude: -84.388, ianaTimeZone: 'America/New_York' },
  { city: 'Savannah', state: 'GA', zip: '31401', country: 'US', latitude: 32.0809, longitude: -81.0912, ianaTimeZone: 'America/New_York' },
  { city: 'Charlotte', state: 'NC', zip: '28202', country: 'US', latitude: 35.2271, longitude: -80.8431, ianaTimeZone: 'America/New_York' },
  { city: 'Jacksonville', state: 'FL', zip: '32202', country: 'US', latitude: 30.3322, longitude: -81.6557, ianaTimeZone: 'America/New_York' },
  { city: 'Miami', state: 'FL', zip: '33130', country: 'US', latitude: 25.7617, longitude: -80.1918, ianaTimeZone: 'America/New_York' },
  { city: 'Orlando', state: 'FL', zip: '32801', country: 'US', latitude: 28.5383, longitude: -81.3792, ianaTimeZone: 'America/New_York' },
  { city: 'Birmingham', state: 'AL', zip: '35203', country: 'US', latitude: 33.5186, longitude: -86.8104, ianaTimeZone: 'America/Chicago' },
  { city: 'New Orleans', state: 'LA', zip: '70112', country: 'US', latitude: 29.9511, longitude: -90.0715, ianaTimeZone: 'America/Chicago' },
  { city: 'Oklahoma City', state: 'OK', zip: '73102', country: 'US', latitude: 35.4676, longitude: -97.5164, ianaTimeZone: 'America/Chicago' },
  { city: 'Denver', state: 'CO', zip: '80202', country: 'US', latitude: 39.7392, longitude: -104.9903, ianaTimeZone: 'America/Denver' },
  { city: 'Salt Lake City', state: 'UT', zip: '84101', country: 'US', latitude: 40.7608, longitude: -111.891, ianaTimeZone: 'America/Denver' },
  { city: 'Phoenix', state: 'AZ', zip: '85004', country: 'US', latitude: 33.4484, longitude: -112.074, ianaTimeZone: 'America/Phoenix' },
  { city: 'Albuquerque', state: 'NM', zip: '87102', country: 'US', latitude: 35.0844, longitude: -106.6504, ianaTimeZone: 'America/Denver' },
  { city: 'Los Angeles', state: 'CA', zip: '90012', country: 'US', latitude: 34.0522, longitude: -118.2437, ianaTimeZone: 'America/Los_Angeles' },
  { city: 'Ontario', state: 'CA', zip: '91761', country: 'US', latitude: 34.0633, longitude: -117.6509, ianaTimeZone: 'America/Los_Angeles' },
  { city: 'Fresno', state: 'CA', zip: '93721', country: 'US', latitude: 36.7378, longitude: -119.7871, ianaTimeZone: 'America/Los_Angeles' },
  { city: 'Oakland', state: 'CA', zip: '94607', country: 'US', latitude: 37.8044, longitude: -122.2712, ianaTimeZone: 'America/Los_Angeles' },
  { city: 'Reno', state: 'NV', zip: '89501', country: 'US', latitude: 39.5296, longitude: -119.8138, ianaTimeZone: 'America/Los_Angeles' },
  { city: 'Las Vegas', state: 'NV', zip: '89101', country: 'US', latitude: 36.1699, longitude: -115.1398, ianaTimeZone: 'America/Los_Angeles' },
  { city: 'Portland', state: 'OR', zip: '97204', country: 'US', latitude: 45.5152, longitude: -122.6784, ianaTimeZone: 'America/Los_Angeles' },
  { city: 'Seattle', state: 'WA', zip: '98101', country: 'US', latitude: 47.6062, longitude: -122.3321, ianaTimeZone: 'America/Los_Angeles' },
  { city: 'Spokane', state: 'WA', zip: '99201', country: 'US', latitude: 47.6588, longitude: -117.426, ianaTimeZone: 'America/Los_Angeles' },
  { city: 'Boise', state: 'ID', zip: '83702', country: 'US', latitude: 43.615, longitude: -116.2023, ianaTimeZone: 'America/Boise' },
  { city: 'Billings', state: 'MT', zip: '59101', country: 'US', latitude: 45.7833, longitude: -108.5007, ianaTimeZone: 'America/Denver' },
  { city: 'Fargo', state: 'ND', zip: '58102', country: 'US', latitude: 46.8772, longitude: -96.7898, ianaTimeZone: 'America/Chicago' },
  { city: 'Pittsburgh', state: 'PA', zip: '15222', country: 'US', latitude: 40.4406, longitude: -79.9959, ianaTimeZone: 'America/New_York' },
  { city: 'Harrisburg', state: 'PA', zip: '17101', country: 'US', latitude: 40.2732, longitude: -76.8867, ianaTimeZone: 'America/New_York' },
  { city: 'Philadelphia', state: 'PA', zip: '19106', country: 'US', latitude: 39.9526, longitude: -75.1652, ianaTimeZone: 'America/New_York' },
  { city: 'Newark', state: 'NJ', zip: '07102', country: 'US', latitude: 40.7357, longitude: -74.1724, ianaTimeZone: 'America/New_York' },
  { city: 'Albany', state: 'NY', zip: '12207', country: 'US', latitude: 42.6526, longitude: -73.7562, ianaTimeZone: 'America/New_York' },
  { city: 'Buffalo', state: 'NY', zip: '14202', country: 'US', latitude: 42.8864, longitude: -78.8784, ianaTimeZone: 'America/New_York' },
  { city: 'Boston', state: 'MA', zip: '02108', country: 'US', latitude: 42.3601, longitude: -71.0589, ianaTimeZone: 'America/New_York' },
  { city: 'Baltimore', state: 'MD', zip: '21202', country: 'US', latitude: 39.2904, longitude: -76.6122, ianaTimeZone: 'America/New_York' },
  { city: 'Richmond', state: 'VA', zip: '23219', country: 'US', latitude: 37.5407, longitude: -77.436, ianaTimeZone: 'America/New_York' },
  { city: 'Anchorage', state: 'AK', zip: '99501', country: 'US', latitude: 61.2181, longitude: -149.9003, ianaTimeZone: 'America/Anchorage' },
  { city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'CA', latitude: 43.6532, longitude: -79.3832, ianaTimeZone: 'America/Toronto' },
  { city: 'Mississauga', state: 'ON', zip: 'L5B 3C2', country: 'CA', latitude: 43.589, longitude: -79.6441, ianaTimeZone: 'America/Toronto' },
  { city: 'Windsor', state: 'ON', zip: 'N9A 6J3', country: 'CA', latitude: 42.3149, longitude: -83.0364, ianaTimeZone: 'America/Toronto' },
  { city: 'Ottawa', state: 'ON', zip: 'K1P 1J1', country: 'CA', latitude: 45.4215, longitude: -75.6972, ianaTimeZone: 'America/Toronto' },
  { city: 'Montreal', state: 'QC', zip: 'H2Y 1C6', country: 'CA', latitude: 45.5017, longitude: -73.5673, ianaTimeZone: 'America/Toronto' },
  { city: 'Quebec City', state: 'QC', zip: 'G1R 4P5', country: 'CA', latitude: 46.8139, longitude: -71.208, ianaTimeZone: 'America/Toronto' },
  { city: 'Halifax', state: 'NS', zip: 'B3J 3A5', country: 'CA', latitude: 44.6488, longitude: -63.5752, ianaTimeZone: 'America/Halifax' },
  { city: 'Moncton', state: 'NB', zip: 'E1C 1E8', country: 'CA', latitude: 46.0878, longitude: -64.7782, ianaTimeZone: 'America/Moncton' },
  { city: 'Winnipeg', state: 'MB', zip: 'R3C 4T3', country: 'CA', latitude: 49.8951, longitude: -97.1384, ianaTimeZone: 'America/Winnipeg' },
  { city: 'Regina', state: 'SK', zip: 'S4P 3Y2', country: 'CA', latitude: 50.4452, longitude: -104.6189, ianaTimeZone: 'America/Regina' },
  { city: 'Saskatoon', state: 'SK', zip: 'S7K 0J5', country: 'CA', latitude: 52.1332, longitude: -106.67, ianaTimeZone: 'America/Regina' },
  { city: 'Calgary', state: 'AB', zip: 'T2P 2M5', country: 'CA', latitude: 51.0447, longitude: -114.0719, ianaTimeZone: 'America/Edmonton' },
  { city: 'Edmonton', state: 'AB', zip: 'T5J 2R7', country: 'CA', latitude: 53.5461, longitude: -113.4938, ianaTimeZone: 'America/Edmonton' },
  { city: 'Vancouver', state: 'BC', zip: 'V6B 1A1', country: 'CA', latitude: 49.2827, longitude: -123.1207, ianaTimeZone: 'America/Vancouver' },
  { city: 'Kelowna', state: 'BC', zip: 'V1Y 1J4', country: 'CA', latitude: 49.888, longitude: -119.496, ianaTimeZone: 'America/Vancouver' },
  { city: "St. John's", state: 'NL', zip: 'A1C 5M2', country: 'CA', latitude: 47.5615, longitude: -52.7126, ianaTimeZone: 'America/St_Johns' },
];

/** Great-circle distance in miles, used for lane miles and reload deadhead. */
export function milesBetween(
  a: Pick<FreightCity, 'latitude' | 'longitude'>,
  b: Pick<FreightCity, 'latitude' | 'longitude'>,
): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const earthRadiusMiles = 3958.8;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.sqrt(h));
}
