// What other modules may use of "dashboard"; everything else in this folder is its own.
export { dashboardRoutes } from './dashboard.routes';
export { createDashboardService } from './dashboard.service';
