/** The Schedules section's GraphQL documents (spec 3 §7: schedules, schedule,
 *  scheduleActionTemplates, create, update and delete with warnings; issue 28: what a schedule holds
 *  in force now, and what else follows it). */
import { graphql, type ResultOf } from '../../graphql';
import { OperationWarningFields } from '../admin';

export const ScheduleFields = graphql(`
  fragment ScheduleFields on Schedule {
    id
    name
    enabled
    timezone
    devices {
      id
      name
    }
    sets {
      id
      name
    }
    zones {
      id
      name
    }
    tasks {
      id
      name
      startTime
      endTime
      byDay
      actions {
        action
        description
        deviceTypes
        value
        target
      }
    }
    inForce {
      targetId
      targetName
      action
      value
      taskName
      end
    }
    usedBy
  }
`);

export type ScheduleRecord = ResultOf<typeof ScheduleFields>;

export const SchedulesQuery = graphql(
  `
    query Schedules {
      schedules {
        ...ScheduleFields
      }
    }
  `,
  [ScheduleFields],
);

export const ScheduleQuery = graphql(
  `
    query Schedule($id: ID!) {
      schedule(id: $id) {
        ...ScheduleFields
      }
    }
  `,
  [ScheduleFields],
);

/** What a task can do, the cameras, sensors, sets and zones a schedule can cover, and the tours and
 *  notification policies its actions may name. */
export const ScheduleChoicesQuery = graphql(`
  query ScheduleChoices {
    scheduleActionTemplates {
      action
      description
      deviceTypes
      value
    }
    devicesByAspectTypes(types: ["Media", "Sensor"]) {
      id
      name
      deviceType
    }
    sets {
      id
      name
    }
    zones {
      id
      name
    }
    cameraTours {
      id
      name
    }
    notificationPolicies {
      id
      name
    }
  }
`);

export const CreateScheduleMutation = graphql(
  `
    mutation CreateSchedule($schedule: ScheduleInput!) {
      createSchedule(schedule: $schedule) {
        schedule {
          ...ScheduleFields
        }
        warning {
          ...OperationWarningFields
        }
      }
    }
  `,
  [ScheduleFields, OperationWarningFields],
);

export const UpdateScheduleMutation = graphql(
  `
    mutation UpdateSchedule($schedule: ScheduleInput!) {
      updateSchedule(schedule: $schedule) {
        schedule {
          ...ScheduleFields
        }
        warning {
          ...OperationWarningFields
        }
      }
    }
  `,
  [ScheduleFields, OperationWarningFields],
);

export const DeleteScheduleMutation = graphql(
  `
    mutation DeleteSchedule($id: ID!) {
      deleteSchedule(id: $id) {
        deleted
        warning {
          ...OperationWarningFields
        }
      }
    }
  `,
  [OperationWarningFields],
);
