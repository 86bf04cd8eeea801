export {
  $visitedViews,
  addVisitedView,
  delVisitedView,
  delOtherVisitedViews,
  delAllVisitedViews,
  updateVisitedView,
  type VisitedView,
} from './visitedViews'
