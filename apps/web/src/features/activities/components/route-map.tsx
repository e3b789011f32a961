import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";

/** Map zoom 14, purple route. */
export const ROUTE_ZOOM = 14;
export const ROUTE_COLOR = "purple";

/**
 * The route on a Leaflet map without a tile layer (no tile server is reachable from here): the
 * purple line on a plain background, fitted to the route, at zoom 14 at most.
 */
export function RouteMap({ positions }: { positions: [number, number][] }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    const first = positions[0];
    if (!element || !first) return;
    const map = L.map(element, { attributionControl: false, scrollWheelZoom: false });
    map.setView(first, ROUTE_ZOOM);
    const line = L.polyline(positions, { color: ROUTE_COLOR, weight: 4 }).addTo(map);
    const last = positions[positions.length - 1] ?? first;
    L.circleMarker(first, { radius: 6, color: "#2f9e44", fillOpacity: 1 }).addTo(map);
    L.circleMarker(last, { radius: 6, color: "#e03131", fillOpacity: 1 }).addTo(map);
    map.fitBounds(line.getBounds(), { maxZoom: ROUTE_ZOOM, padding: [16, 16] });
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      map.remove();
    };
  }, [positions]);
  return (
    <div
      ref={holder}
      role="img"
      aria-label="Route map"
      style={{ height: 320, width: "100%", background: "#f1f3f5", borderRadius: 8 }}
    />
  );
}

export default RouteMap;
