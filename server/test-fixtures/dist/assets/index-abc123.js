console.log("storefront test bundle");
