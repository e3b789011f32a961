import "leaflet/dist/leaflet.css";
import type { MapTilesResponse } from "@coach/shared/activities/activity.schemas";
import L from "leaflet";
import { useEffect, useRef } from "react";

/** Map zoom 14, purple route. */
export const ROUTE_ZOOM = 14;
export const ROUTE_COLOR = "purple";

/** The most detailed zoom tile servers draw (OpenStreetMap's standard layer: 19). */
const MAX_TILE_ZOOM = 19;

/**
 * The route on a Leaflet map, fitted to it at zoom 14 at most: over the operator's tiles with
 * their attribution, or on a plain background when none are configured (the line still to
 * scale, in the same Web Mercator projection).
 */
export function RouteMap({
  positions,
  tiles,
}: {
  positions: [number, number][];
  tiles?: MapTilesResponse;
}) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    const first = positions[0];
    if (!element || !first) return;
    const map = L.map(element, {
      attributionControl: Boolean(tiles?.urlTemplate),
      scrollWheelZoom: false,
    });
    if (tiles?.urlTemplate) {
      // The attribution is the operator's text, shown as text: Leaflet would insert it as HTML.
      const attribution = document.createElement("span");
      attribution.textContent = tiles.attribution ?? "";
      map.attributionControl.setPrefix(false);
      L.tileLayer(tiles.urlTemplate, {
        attribution: attribution.outerHTML,
        maxZoom: MAX_TILE_ZOOM,
      }).addTo(map);
    }
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
  }, [positions, tiles]);
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
