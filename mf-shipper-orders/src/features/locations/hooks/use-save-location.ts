// Saving the location drawer: create ('Location created', the form emptied for the next one) or update
// ('Location {number} updated.', spec 001 §8); a refused save puts the server's errors on their fields.
import type { FormInstance } from 'antd';
import type { Location } from '@trucks/shared-contracts/domain/location';
import { useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useCreateLocation, useUpdateLocation } from '../api/locations';
import { locationInputOf } from '../lib/location-input';
import type { LocationFormValues } from '../lib/location-input';

const locationUpdatedText = (locationNumber: string) => `Location ${locationNumber} updated.`;
const LOCATION_CREATED = 'Location created';

export function useSaveLocation(
  form: FormInstance<LocationFormValues>,
  location: Location | undefined,
  onSaved: (location: Location) => void,
) {
  const feedback = useFormSaveFeedback(form);
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const saving = create.isPending || update.isPending;

  const submit = (values: LocationFormValues) => {
    const body = locationInputOf(values, location);
    const onError = (error: Parameters<typeof feedback.failed>[0]) => feedback.failed(error);
    if (location)
      update.mutate(
        { params: { id: location.id }, body },
        {
          onSuccess: (saved) => {
            feedback.saved(locationUpdatedText(saved.locationNumber));
            onSaved(saved);
          },
          onError,
        },
      );
    else
      create.mutate(
        { body },
        {
          onSuccess: (saved) => {
            feedback.saved(LOCATION_CREATED);
            form.resetFields();
            onSaved(saved);
          },
          onError,
        },
      );
  };

  return { submit, saving };
}
